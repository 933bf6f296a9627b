import {
  choosableQuestions,
  defaultChoices,
  effectiveQuestions,
  listingPolicy,
  TRANSACTIONS,
  unchoosableKeys,
  type AgencyPrequalification,
  type FormChoice,
  type ListingPrequalification,
  type Transaction,
} from '@creneau/contracts';
import { agencyForms, listingFormRow, saveAgencyForm, saveListingOverride, type ListingFormRow } from '@creneau/server';
import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../../common/api-error';
import { agencyScope } from '../../common/tenancy';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import { Responds } from '../../openapi/responds.decorator';
import { AgencyFormDto, FormQuestionsDto } from './prequalification-form.dto';

/** Refuses by name a question no region allows before the visit: the editor offers only the others. */
function assertChoosable(transaction: Transaction, questions: FormChoice[] | null): void {
  const refused = unchoosableKeys(transaction, questions ?? []);
  if (refused.length === 0) return;
  throw new ApiError(400, 'FIELD_NOT_ALLOWED', `Never asked before a visit (${transaction}): ${refused.join(', ')}`, {
    stage: 'beforeVisit',
    fields: refused.map((key) => ({ field: `questions.${key}`, constraints: ['notAllowed'] })),
  });
}

const listingView = (row: ListingFormRow): ListingPrequalification => ({
  listingId: row.listingId,
  transaction: row.transaction,
  override: row.override,
  effective: effectiveQuestions(listingPolicy(row), row.agencyForm, row.override),
});

/**
 * The prequalification forms: the agency's, one per transaction, and a listing's own. The region's
 * policy still filters what a listing shows (effectiveQuestions), whatever was saved here.
 */
@ApiTags('agencies')
@Allow('realtor', 'ops')
@Controller()
export class PrequalificationController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('agencies/:id/prequalification')
  @Responds('AgencyPrequalification')
  @ApiOperation({ summary: "The agency's prequalification form for each transaction (the defaults until saved)" })
  async agencyForms(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<AgencyPrequalification> {
    await this.assertAgency(actor, id);
    const saved = await agencyForms(this.dataSource, id);
    return {
      forms: TRANSACTIONS.map((transaction) => ({
        transaction,
        questions: saved[transaction] ?? defaultChoices(transaction),
        isDefault: !saved[transaction],
        choosable: choosableQuestions(transaction),
      })),
    };
  }

  @Put('agencies/:id/prequalification')
  @Allow('agency_admin', 'ops')
  @Responds('AgencyPrequalification')
  @ApiOperation({ summary: "Saves the agency's form for one transaction; null questions restore the defaults" })
  async saveAgencyForm(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AgencyFormDto,
  ): Promise<AgencyPrequalification> {
    await this.assertAgency(actor, id);
    assertChoosable(body.transaction, body.questions);
    await saveAgencyForm(this.dataSource, id, body.transaction, body.questions, actor.realUserId);
    return this.agencyForms(actor, id);
  }

  @Get('listings/:id/prequalification')
  @Responds('ListingPrequalification')
  @ApiOperation({ summary: "A listing's own form, if any, and the questions its visitors are really asked" })
  async listingForm(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ListingPrequalification> {
    return listingView(await this.listingRow(actor, id));
  }

  @Put('listings/:id/prequalification')
  @Responds('ListingPrequalification')
  @ApiOperation({ summary: "Sets a listing's own form; null questions go back to the agency's form" })
  async saveListingForm(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: FormQuestionsDto,
  ): Promise<ListingPrequalification> {
    const row = await this.listingRow(actor, id);
    assertChoosable(row.transaction, body.questions);
    await saveListingOverride(this.dataSource, id, body.questions);
    return listingView({ ...row, override: body.questions });
  }

  private async listingRow(actor: Actor, id: string): Promise<ListingFormRow> {
    const scope = agencyScope(actor);
    const row = await listingFormRow(this.dataSource, id, 'agencyId' in scope ? scope.agencyId : null);
    if (!row) throw notFound('Listing');
    return row;
  }

  private async assertAgency(actor: Actor, id: string): Promise<void> {
    const scope = agencyScope(actor);
    if ('agencyId' in scope && scope.agencyId !== id) throw notFound('Agency');
    const [agency] = await this.dataSource.query<unknown[]>('SELECT 1 FROM agencies WHERE id = $1', [id]);
    if (!agency) throw notFound('Agency');
  }
}
