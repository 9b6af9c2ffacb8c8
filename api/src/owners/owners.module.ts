import { Module } from '@nestjs/common';
import { OwnerPortalController } from './owner-portal.controller';
import { OwnerPortalRepository } from './owner-portal.repository';

/** What a signed-in owner reads about their own venues and claims. */
@Module({ controllers: [OwnerPortalController], providers: [OwnerPortalRepository] })
export class OwnersModule {}
