// P2's Nest floor: the floors' booking (p02-floor-booking.mjs) served by the framework the product's api is built
// on, NestJS on Express at the api's versions, with its defaults only: Nest's JSON body parser, its router and
// its reply, one controller, no middleware, pipe, guard, logger or TypeORM of the product's. Read beside the
// bare node:http floor, it says how much of P2's budget the framework alone takes on this machine. A process of
// its own, configured by its environment; prints "ready <port>" once it listens.
import 'reflect-metadata';
import { Body, Controller, Headers, HttpException, Module, Param, Post, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { openFloorBooking } from './p02-floor-booking.mjs';

const floor = openFloorBooking(process.env);

// Plain JavaScript: the decorators are applied as TypeScript would apply them.
class FloorBookingController {
  async book(listingId, body, key, request) {
    const [status, payload] = await floor.book(listingId, key ?? randomUUID(), body, request.socket.remoteAddress);
    if (status !== 201) throw new HttpException(payload, status);
    return payload;
  }
}
const book = Object.getOwnPropertyDescriptor(FloorBookingController.prototype, 'book');
Post(':id/visits')(FloorBookingController.prototype, 'book', book);
Param('id')(FloorBookingController.prototype, 'book', 0);
Body()(FloorBookingController.prototype, 'book', 1);
Headers('idempotency-key')(FloorBookingController.prototype, 'book', 2);
Req()(FloorBookingController.prototype, 'book', 3);
Controller('api/public/listings')(FloorBookingController);

class FloorModule {}
Module({ controllers: [FloorBookingController] })(FloorModule);

const app = await NestFactory.create(FloorModule, { logger: false });
app.getHttpServer().keepAliveTimeout = 60_000;
await app.listen(0, '127.0.0.1');
process.stdout.write(`ready ${app.getHttpServer().address().port}\n`);
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => floor.close())
    .then(() => process.exit(0));
});
