/** A part of the OpenAPI document as plain JSON: 3.1 schemas are more than @nestjs/swagger's 3.0 types say. */
export type Json = Record<string, unknown>;
