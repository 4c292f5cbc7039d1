import { Global, Module } from '@nestjs/common';
import { AppConfig, ConfigError, loadConfig } from './app-config';

/** Reads the environment once, at start; a wrong setting stops the process with a message naming it. */
export function configFromProcess(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: configFromProcess }],
  exports: [AppConfig],
})
export class ConfigModule {}
