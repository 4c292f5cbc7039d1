// The worker's first import: tracing starts (when configured) before anything it instruments is loaded.
import { startTracing } from './tracing';

startTracing('worker');
