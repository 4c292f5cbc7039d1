// The operations module's public face: the console's dashboard and queue dashboard.
export { mountQueueBoard, OperationsModule } from './operations.module';
