import {
  bareTransaction,
  candidateVerdict,
  earlierBooking,
  isExclusionViolation,
  isIdempotencyViolation,
  lockCandidate,
  moveCandidate,
  openOffer,
  recordVerdict,
  takeOffer,
  type OpenOffer,
  upsertCandidate,
} from '@creneau/server';
import {
  CANDIDATE_STATUS,
  applicantPolicy,
  canMoveCandidate,
  missingContact,
  verdictOf,
  type ApplicantDataPolicy,
  type BookedVisit,
  type PrequalificationQuestion,
  type Verdict,
} from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockAgentAgenda, tryLockAgentAgenda } from '../agenda/agent-lock';
import { slotRefusal } from '../agenda/availability';
import { AvailabilityService } from '../agenda/availability.service';
import type { BookingContext, EarlierBooking, ListingContext } from '../agenda/booking-context';
import { ApiError } from '../common/api-error';
import { e164Of } from '../common/phone.util';
import { checkedAnswers } from '../applicant-answers/applicant-answers';
import { insertBooking, type BookingRecord } from './booking.writer';
import type { BookVisitDto } from './dto/book-visit.dto';
import type { CandidateOrigin } from './booking-origin';
import { requestHash } from './request-hash.util';
import { parseSlotStart } from './slot-start.util';
import { bookedVisitOf, loadBookedVisit } from './visit-view';

const DAY = 86_400_000;
const { WAITING, WAITING_FOR_VISIT } = CANDIDATE_STATUS;
type BookableContext = ListingContext & { agentId: string };

class SlotTaken extends Error {}

/** A booking as received, before any check: what a retry with the same Idempotency-Key must repeat. */
export interface BookingRequest {
  context: BookingContext;
  dto: BookVisitDto;
  source: BookingRecord['source'];
  idempotencyKey: string | null;
  /** How the candidate came (widget or booking page, campaign, referrer); by default from `source`. */
  candidate?: CandidateOrigin;
}

@Injectable()
export class BookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  /**
   * The id of the visit an earlier request with this Idempotency-Key booked, or null. Callers ask this before
   * anything that may refuse or count the request (rate limits, captcha): a retry of a booking that
   * went through is answered, not charged again.
   */
  async replay(request: BookingRequest): Promise<string | null> {
    if (!request.idempotencyKey) return null;
    const earlier = await earlierBooking(this.dataSource, request.context.agencyId, request.idempotencyKey);
    return replayOf(request, earlier);
  }

  /** Books the visit and answers it; the caller has asked replay() (or replayOf()) first. */
  async book(request: BookingRequest): Promise<BookedVisit> {
    const { context, dto } = request;
    const { agentId } = context;
    if (!agentId) throw new ApiError(409, 'LISTING_NOT_BOOKABLE', 'The listing has no active agent to visit with');
    const bookable = { ...context, agentId };
    const start = parseSlotStart(dto.startsAt, context.timeZone);
    const policy = applicantPolicy(context.region, context.transaction);
    assertContact(policy, dto.contact);
    const stage = { policy, stage: 'beforeVisit' as const, timeZone: context.timeZone };
    const answers = checkedAnswers(stage, dto.answers, Date.now());
    assertRequiredAnswers(context.questions, answers);
    // The agent booking in the back office decides for themselves; a visitor's answers meet the rules.
    const offer = await this.offerOf(request);
    const verdict: Verdict =
      request.source === 'public' ? verdictOf(answers, context.facts) : { verdict: 'book', reasons: [] };
    // A waiting candidate's offer link books the freed slot: they waited for it (a decline still stands).
    if (offer && verdict.verdict === 'wait') Object.assign(verdict, { verdict: 'book' });
    if (verdict.verdict !== 'book') await this.notBooked(request, verdict, answers);
    const record: BookingRecord = {
      source: request.source,
      answers,
      idempotencyKey: request.idempotencyKey,
      requestHash: request.idempotencyKey ? hashOf(request) : null,
      contact: {
        firstName: dto.contact.firstName,
        lastName: dto.contact.lastName,
        // '' records that this booking gave no phone: its messages then use none, not one the
        // candidate gave another time (a Brussels visitor chooses their one means of contact).
        phone: dto.contact.phone ?? '',
        language: dto.contact.language ?? null,
      },
    };
    try {
      return await this.write(bookable, start, request, record, offer);
    } catch (error) {
      // A concurrent retry with the same key may lose the race for its own slot: it answers the winner.
      if (this.isConflict(error) || isIdempotencyViolation(error)) {
        const winner = await this.replay(request);
        if (winner) return loadBookedVisit(this.dataSource.manager, winner);
      }
      if (this.isConflict(error)) throw await this.taken(bookable, start);
      throw error;
    }
  }

  /**
   * A request the rules did not let book at once: the candidate is recorded with the verdict, its
   * reasons and answers, so the agent sees it and may overrule it. A waiting one joins the listing's
   * waiting list (WAITING, the agent's move next; offered the slots that free up). Then the visitor is
   * told why, politely, and nothing is booked. An agent's earlier 'book' over the rules stands: the
   * booking then goes on (returns).
   */
  private async notBooked(request: BookingRequest, verdict: Verdict, answers: Record<string, unknown>): Promise<void> {
    const { context, dto } = request;
    const overruled = await this.dataSource.transaction(async (manager) => {
      const candidateId = await upsertCandidate(manager, context.agencyId, dto.contact, false, {
        listingId: context.listingId,
        source: 'booking_page',
      });
      const candidate = await lockCandidate(manager, candidateId, context.agencyId);
      const stored = await candidateVerdict(manager, candidateId);
      if (stored?.overriddenBy && stored.verdict === 'book') return true;
      await recordVerdict(manager, candidateId, verdict, answers);
      if (verdict.verdict === 'wait' && candidate && canMoveCandidate(candidate.status, WAITING, 'system')) {
        await moveCandidate(manager, candidate, { to: WAITING, actor: { kind: 'system' } });
      }
      return false;
    });
    if (overruled) return;
    const reasons = verdict.reasons.map(({ rule, values }) => ({ rule, values }));
    if (verdict.verdict === 'decline') {
      const declining = reasons.filter((_, index) => verdict.reasons[index].verdict === 'decline');
      throw new ApiError(422, 'CANDIDATE_DECLINED', `Declined: ${declining.map(({ rule }) => rule).join(', ')}`, {
        reasons: declining,
      });
    }
    throw new ApiError(409, 'CANDIDATE_WAITING_LIST', 'On the waiting list of this listing', { reasons });
  }

  async replayOrBook(request: BookingRequest): Promise<string> {
    return (await this.replay(request)) ?? (await this.book(request)).id;
  }

  /**
   * Checks the slot inside the transaction, after taking the agent's agenda lock (lockAgentAgenda), so
   * the check reads what every earlier booking of the agent committed, travel time included.
   */
  async assertOffered(
    manager: EntityManager,
    context: BookableContext,
    start: number,
    now = Date.now(),
  ): Promise<void> {
    const input = await this.availability.inputFor(manager, context, { from: start, to: start + 1 }, now);
    const refusal = slotRefusal(input, start);
    if (refusal === 'SLOT_TAKEN') throw new SlotTaken();
    if (refusal) throw new ApiError(422, refusal, `This start cannot be booked: ${refusal}`);
  }

  async taken(context: BookableContext, start: number): Promise<ApiError> {
    const { slots } = await this.availability.answer(context, { from: start, to: start + 14 * DAY }, Date.now());
    return new ApiError(409, 'SLOT_TAKEN', 'This slot was just taken', { nextSlots: slots.slice(0, 5) });
  }

  isConflict(error: unknown): boolean {
    return error instanceof SlotTaken || isExclusionViolation(error);
  }

  /**
   * A waiting candidate took the slot offered: the offer is spent and they leave the waiting list for a
   * visit (WAITING → WAITING_FOR_VISIT, through the transitions), in the booking's transaction.
   */
  private async fromWaitingList(
    manager: EntityManager,
    offer: OpenOffer,
    candidateId: string,
    agencyId: string,
  ): Promise<void> {
    await takeOffer(manager, offer.id);
    const candidate = await lockCandidate(manager, candidateId, agencyId);
    if (candidate && canMoveCandidate(candidate.status, WAITING_FOR_VISIT, 'system')) {
      await moveCandidate(manager, candidate, { to: WAITING_FOR_VISIT, actor: { kind: 'system' } });
    }
  }

  /** The open waiting-list offer the request's link carries, for this listing; null without one. */
  private async offerOf(request: BookingRequest): Promise<OpenOffer | null> {
    const token = 'offer' in request.dto && typeof request.dto.offer === 'string' ? request.dto.offer : null;
    if (!token || request.source !== 'public') return null;
    return openOffer(this.dataSource, request.context.listingId, token);
  }

  private write(
    context: BookableContext,
    start: number,
    request: BookingRequest,
    record: BookingRecord,
    offer: OpenOffer | null = null,
  ) {
    // A slot freed by a release falls hours before the visit, inside the listing's minimum notice: that
    // notice is for a stranger choosing a start, not for the waiting candidate the slot was offered to.
    const checked = offer?.startsAt.getTime() === start ? { ...context, minNoticeHours: 0 } : context;
    return bareTransaction(this.dataSource, async (manager) => {
      // Uncontended (the usual case) the lock comes at once. Behind other bookings of the agent, a slot
      // already gone is refused at once instead of queueing for the lock with a pooled connection held.
      if (!(await tryLockAgentAgenda(manager, context.agentId))) {
        await this.assertOffered(manager, checked, start);
        await lockAgentAgenda(manager, context.agentId);
      }
      await this.assertOffered(manager, checked, start);
      const trusted = request.source === 'back_office';
      const candidateId = await upsertCandidate(manager, context.agencyId, request.dto.contact, trusted, {
        listingId: context.listingId,
        source: request.candidate?.source ?? (trusted ? 'manual' : offer ? 'waiting_list' : 'booking_page'),
        sourceDetail: request.candidate?.sourceDetail ?? null,
      });
      if (!trusted) await recordVerdict(manager, candidateId, { verdict: 'book', reasons: [] }, record.answers);
      if (offer) await this.fromWaitingList(manager, offer, candidateId, context.agencyId);
      const inserted = await insertBooking(manager, context, start, candidateId, record);
      // The answer comes from what the transaction wrote: no read of the visit after the commit.
      return bookedVisitOf(inserted, context);
    });
  }
}

/**
 * The booking with its phone in E.164, read in the agency's numbering plan: how it is stored, counted by
 * the per-phone limit and matched to a candidate, however the visitor wrote it.
 */
export function withE164Phone<T extends BookVisitDto>(dto: T, context: BookingContext): T {
  if (!dto.contact?.phone) return dto;
  return {
    ...dto,
    contact: { ...dto.contact, phone: e164Of(dto.contact.phone, context.agencyCountry, 'contact.phone') },
  };
}

/** The contact details the listing's region requires: both e-mail and phone, or one of them. */
function assertContact(policy: ApplicantDataPolicy, contact: BookVisitDto['contact']): void {
  const missing = missingContact(policy, contact);
  if (missing.length === 0) return;
  const constraint = (field: string) =>
    policy.contact === 'oneOf' && (field === 'email' || field === 'phone') ? 'oneOfRequired' : 'isDefined';
  throw new ApiError(400, 'VALIDATION_FAILED', `Missing contact details: ${missing.join(', ')}`, {
    fields: missing.map((field) => ({ field: `contact.${field}`, constraints: [constraint(field)] })),
  });
}

/** Every question the form marks required has its answer (the form checks it too; the API is the rule). */
function assertRequiredAnswers(questions: readonly PrequalificationQuestion[], answers: Record<string, unknown>): void {
  const missing = questions.filter(({ key, required }) => required && answers[key] === undefined);
  if (missing.length === 0) return;
  throw new ApiError(400, 'VALIDATION_FAILED', `Missing answers: ${missing.map(({ key }) => key).join(', ')}`, {
    fields: missing.map(({ key }) => ({ field: `answers.${key}`, constraints: ['isDefined'] })),
  });
}

/**
 * The id of the visit an earlier request with this Idempotency-Key booked, or null; the same key with
 * another body is refused.
 */
export function replayOf(request: BookingRequest, earlier: EarlierBooking | null): string | null {
  if (!request.idempotencyKey || !earlier) return null;
  if (earlier.requestHash !== hashOf(request)) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
  }
  return earlier.id;
}

/** The same body in any key order, for the same listing, is the same request. */
const hashOf = (request: BookingRequest) => requestHash({ ...request.dto, listingId: request.context.listingId });
