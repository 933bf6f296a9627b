import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ConsentProofsController } from './consent-proofs.controller';

@Module({ imports: [IdentityModule], controllers: [ConsentProofsController] })
export class ConsentModule {}
