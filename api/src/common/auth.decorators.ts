import type { AgencyRole, AuthType } from '@creneau/server';
import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import { ALLOWED_EXTENSION, PUBLIC_EXTENSION } from './openapi-extensions';
import type { Actor } from './actor';

export const PUBLIC_ROUTE = Symbol('PUBLIC_ROUTE');
export const ALLOWED = Symbol('ALLOWED');

/** Open to anyone; every other route needs a session. The OpenAPI document says so (`security: []`). */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiExtension(PUBLIC_EXTENSION, true));

export type Permission = AuthType | AgencyRole;

/** Who may call: auth types ('ops', 'realtor', 'visitor') or agency roles ('agency_admin', 'agent'). */
export const Allow = (...who: Permission[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ALLOWED, who), ApiExtension(ALLOWED_EXTENSION, who));

export type RequestWithActor = Request & { actor?: Actor };

export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
  // The guard runs first; reaching here without an actor means a route forgot @Public and a param.
  if (!actor) throw new Error('CurrentActor used on a route without a session');
  return actor;
});
