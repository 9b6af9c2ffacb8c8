import { Global, Module } from '@nestjs/common';
import { ApiConfig } from './api-config';

@Global()
@Module({ providers: [{ provide: ApiConfig, useFactory: () => new ApiConfig() }], exports: [ApiConfig] })
export class ConfigModule {}
