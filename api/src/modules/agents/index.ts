// The agents module's public face: Atmnirbhar applications and the agent's panel (docs/decisions/145-149).
export { AgentsModule } from './agents.module';
