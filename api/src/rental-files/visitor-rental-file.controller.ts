import {
  RENTAL_DOCUMENT_FIELD,
  type RentalDocumentView,
  type RentalFileView,
  type RentalPersonView,
  type RentalUploadProgress,
  type RentalUploadSession,
  type VisitorRentalApplication,
} from '@creneau/contracts';
import { MAX_DOCUMENT_BYTES } from '@creneau/server';
import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../common/actor';
import { ApiError } from '../common/api-error';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { Responds, RespondsArray } from '../openapi/responds.decorator';
import { DocumentIntakeService } from './document-intake.service';
import { DocumentSizeInterceptor } from './document-size.interceptor';
import {
  RentalApplicationDto,
  RentalDocumentFieldsDto,
  RentalPersonDto,
  RentalPersonUpdateDto,
  RentalUploadDto,
} from './dto/rental-file.dto';
import { readRequestBytes } from './request-bytes.util';
import { MAX_CHUNK_BYTES, ResumableUploadService } from './resumable-upload.service';
import { VisitorRentalFileService } from './visitor-rental-file.service';
import { RentalFileQueryDto, RentalFileSettingsDto } from './dto/rental-file-query.dto';

const UPLOAD_LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 2 };

/** The signed-in visitor's rental file (issue 21): people, documents, uploads and applications. */
@ApiTags('visitor')
@Allow('visitor')
@Controller('visitor/rental-file')
export class VisitorRentalFileController {
  constructor(
    private readonly files: VisitorRentalFileService,
    private readonly intake: DocumentIntakeService,
    private readonly uploads: ResumableUploadService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'My rental file (created empty on first use), with what each person still lacks for a region',
    description:
      "Completeness for the region of ?listingId=, else of ?region=, else the file's own (chosen, else the listing last booked, else the language).",
  })
  @Responds('RentalFileView')
  get(@CurrentActor() actor: Actor, @Query() query: RentalFileQueryDto): Promise<RentalFileView> {
    return this.files.view(actor, query);
  }

  @Patch()
  @ApiOperation({
    summary: 'Sets where I look for a home (France or a Belgian region): my file is measured against its list',
    description: 'Shared with a listing, the listing’s region still rules. null: inferred again.',
  })
  @Responds('RentalFileView')
  settings(@CurrentActor() actor: Actor, @Body() dto: RentalFileSettingsDto): Promise<RentalFileView> {
    return this.files.setRegion(actor, dto.region);
  }

  @Post('people')
  @ApiOperation({ summary: 'Adds a tenant, a co-tenant or a guarantor (a person or an organisation)' })
  @Responds('RentalPersonView')
  addPerson(@CurrentActor() actor: Actor, @Body() dto: RentalPersonDto): Promise<RentalPersonView> {
    return this.files.addPerson(actor, dto);
  }

  @Patch('people/:id')
  @ApiOperation({ summary: 'Changes what a person declared (name, situation, income); the role stays' })
  @Responds('RentalPersonView')
  updatePerson(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RentalPersonUpdateDto,
  ): Promise<RentalPersonView> {
    return this.files.updatePerson(actor, id, dto);
  }

  @Delete('people/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a person and deletes their documents' })
  deletePerson(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.files.deletePerson(actor, id);
  }

  @Post('people/:id/documents')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [RENTAL_DOCUMENT_FIELD, 'kind'],
      properties: {
        [RENTAL_DOCUMENT_FIELD]: { type: 'string', format: 'binary' },
        kind: { type: 'string' },
        region: { type: 'string', enum: ['FR', 'BE-BRU', 'BE-WAL', 'BE-VLG'] },
      },
    },
  })
  @UseInterceptors(DocumentSizeInterceptor, FileInterceptor(RENTAL_DOCUMENT_FIELD, { limits: UPLOAD_LIMITS }))
  @ApiOperation({
    summary: 'Uploads a document in one request (PDF, JPEG, PNG, HEIC; 20 MB); refused ones store nothing',
  })
  @Responds('RentalDocumentView')
  async upload(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RentalDocumentFieldsDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<RentalDocumentView> {
    const person = await this.files.person(actor, id);
    if (!file) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        `Send the document in the multipart field "${RENTAL_DOCUMENT_FIELD}"`,
      );
    }
    return this.intake.intake(actor, person, {
      kind: dto.kind,
      region: dto.region ?? 'FR',
      name: file.originalname,
      data: file.buffer,
    });
  }

  @Delete('documents/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes one of my documents (and its stored file)' })
  deleteDocument(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.files.deleteDocument(actor, id);
  }

  @Post('uploads')
  @ApiOperation({
    summary: 'Opens a resumable upload (for a bad phone connection); the kind is checked before any byte',
  })
  @Responds('RentalUploadSession')
  openUpload(@CurrentActor() actor: Actor, @Body() dto: RentalUploadDto): Promise<RentalUploadSession> {
    return this.uploads.create(actor, dto);
  }

  @Get('uploads/:id')
  @ApiOperation({ summary: 'Where a resumable upload stands: resume from `offset`' })
  @Responds('RentalUploadSession')
  uploadSession(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<RentalUploadSession> {
    return this.uploads.get(actor, id);
  }

  @Put('uploads/:id')
  @ApiConsumes('application/octet-stream')
  @ApiHeader({ name: 'Content-Range', required: true, description: 'bytes {start}-{end}/{total}; start = offset' })
  @ApiOperation({
    summary: 'Sends the next chunk (at most 5 MB); the last one stores the document (201) or refuses it',
    description: 'A chunk that does not start at the offset changes nothing: 409 UPLOAD_RANGE_INVALID with the offset.',
  })
  @Responds('RentalUploadProgress')
  async chunk(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Headers('content-range') range: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RentalUploadProgress> {
    // Another visitor's upload id answers 404 before a byte of the body is read.
    await this.uploads.get(actor, id);
    const bytes = await readRequestBytes(request, MAX_CHUNK_BYTES);
    const progress = await this.uploads.chunk(actor, id, range, bytes);
    response.status(progress.done ? 201 : 200);
    return progress;
  }

  @Delete('uploads/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Abandons a resumable upload; its bytes are dropped' })
  cancelUpload(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.uploads.cancel(actor, id);
  }

  @Get('applications')
  @ApiOperation({ summary: 'The agencies and listings my file is shared with, and where each stands' })
  @RespondsArray('VisitorRentalApplication')
  applications(@CurrentActor() actor: Actor): Promise<VisitorRentalApplication[]> {
    return this.files.applications(actor);
  }

  @Post('applications')
  @ApiOperation({
    summary: 'Shares my file with the agency of a listing (after a visit, or before when the agency allows it)',
  })
  @Responds('VisitorRentalApplication')
  apply(@CurrentActor() actor: Actor, @Body() dto: RentalApplicationDto): Promise<VisitorRentalApplication> {
    return this.files.apply(actor, dto.listingId);
  }
}
