// P2's Nest floor (see baselines/p02-nest-floor-process.mjs): the HTTP floor's booking behind NestJS on Express,
// the product's framework at its versions, with their defaults only. Not the product: how much of P2's budget
// the framework alone takes here. Between the bare floor's row and the product's, it splits what the product
// adds over the SQL into the framework's share and the product's own request path (middleware, pipes, guard,
// logger, TypeORM, the booking's code).
import { floorFigure } from './p02-http-floor.mjs';

export default floorFigure('floor: NestJS on Express + the same SQL, 32 clients', 'nestFloor');
