/**
 * The rows of an UPDATE or DELETE … RETURNING: TypeORM's manager answers them as [rows, affected count]
 * (an INSERT or a SELECT as the rows alone), a bare pg client as the rows.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
