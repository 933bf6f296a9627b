import { applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { ListContract } from '../common/simple-rest/list-query';
import type { ApiSchemas, SchemaName } from './api-schemas';

/** What an operation answers with, read by the document builder (openapi-document.ts). */
export interface RespondsWith {
  schema?: SchemaName;
  array?: boolean;
  /** A react-admin list: sort, range and filter parameters and a Content-Range header. */
  list?: ListContract;
  /** A body that is not JSON: a file, a calendar, a stream. */
  media?: string;
  description?: string;
}

export const RESPONDS_EXTENSION = 'x-creneau-responds';

type Handler<T> = (...args: never[]) => T | Promise<T>;
/** A method decorator that only fits a handler returning T: the compiler ties the document to the code. */
type HandlerReturning<T> = <F extends Handler<T>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<F>,
) => void;

function respondsWith<T>(what: RespondsWith): HandlerReturning<T> {
  return applyDecorators(ApiExtension(RESPONDS_EXTENSION, what));
}

/** The JSON body of a success, by the name of its type in ApiSchemas. */
export function Responds<K extends SchemaName>(schema: K, description?: string): HandlerReturning<ApiSchemas[K]> {
  return respondsWith({ schema, description });
}

/** A JSON list of bodies of one type. */
export function RespondsArray<K extends SchemaName>(
  schema: K,
  description?: string,
): HandlerReturning<ApiSchemas[K][]> {
  return respondsWith({ schema, array: true, description });
}

/** A page of a react-admin list: its query parameters come from the list's contract. */
export function RespondsList<K extends SchemaName>(
  list: ListContract,
  schema: K,
  description?: string,
): HandlerReturning<ApiSchemas[K][]> {
  return respondsWith({ schema, array: true, list, description });
}

/** A body that is not JSON (written to the response by the handler itself). */
export function RespondsFile(media: string, description: string): HandlerReturning<unknown> {
  return respondsWith({ media, description });
}
