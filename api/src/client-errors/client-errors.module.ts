import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ClientErrorsController } from './client-errors.controller';

@Module({ imports: [IdentityModule], controllers: [ClientErrorsController] })
export class ClientErrorsModule {}
