import { LinkMessagesToCandidates1795800000000 as LinkMessagesToCandidates } from '../../../migrations/1795800000000-LinkMessagesToCandidates';
import { databaseHarness } from '../../support/database';
import { createAgency, createUser } from '../../support/factories';
import { insertListing, insertMessage, insertVisit } from '../back-office/back-office-fixtures';
import { insertCandidate } from './candidate-fixtures';

/** The migration that names a message's candidate (issue 20), on messages logged before it. */
describe('the messages-to-candidates migration', () => {
  const harness = databaseHarness(2);
  const query = (sql: string, values: unknown[] = []) => harness.db.pool.query(sql, values);

  it('links the messages of a visit, the status notices and the waiting-list messages, and no others', async () => {
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await insertListing(harness.db.pool, agency.id, agent.id);
    const visitId = await insertVisit(harness.db.pool, { agencyId: agency.id, agentId: agent.id, listingId }, 30);
    const visitor = (await query('SELECT candidate_id FROM visits WHERE id = $1', [visitId])).rows[0]
      .candidate_id as string;
    const notified = await insertCandidate(harness.db.pool, agency.id, {
      listingId,
      email: 'told@example.test',
      phone: '+33611111101',
    });
    const waiting = await insertCandidate(harness.db.pool, agency.id, {
      listingId,
      email: 'wait@example.test',
      phone: '+33611111102',
    });
    const survivor = await insertCandidate(harness.db.pool, agency.id, {
      listingId,
      email: 'kept@example.test',
      phone: '+33611111103',
    });
    await query('UPDATE candidates SET merged_into = $2 WHERE id = $1', [waiting, survivor]);
    const runner = harness.dataSource.createQueryRunner();
    await new LinkMessagesToCandidates().down(runner);

    const aboutVisit = await insertMessage(harness.db.pool, agency.id, visitId);
    const notice = await insertMessage(harness.db.pool, agency.id, null, { purpose: 'candidate_status' });
    const offer = await insertMessage(harness.db.pool, agency.id, null, { purpose: 'waiting_list_offer' });
    const identity = await insertMessage(harness.db.pool, agency.id, null, { purpose: 'password_reset' });
    await query('UPDATE messages SET claim_key = $2 WHERE id = $1', [notice, `candidate:${notified}:e1:email`]);
    await query('UPDATE messages SET claim_key = $2 WHERE id = $1', [offer, `waiting:${waiting}:o1:sms`]);

    await new LinkMessagesToCandidates().up(runner);
    await runner.release();

    const { rows } = await query('SELECT id, candidate_id FROM messages WHERE id = ANY($1::uuid[])', [
      [aboutVisit, notice, offer, identity],
    ]);
    const linked = Object.fromEntries(rows.map((row) => [row.id, row.candidate_id]));
    expect(linked).toEqual({
      [aboutVisit]: visitor,
      [notice]: notified,
      // The merged candidate's messages are the survivor's.
      [offer]: survivor,
      [identity]: null,
    });
    const { rows: index } = await query(`SELECT 1 FROM pg_indexes WHERE indexname = 'messages_candidate_idx'`);
    expect(index).toHaveLength(1);
  });
});
