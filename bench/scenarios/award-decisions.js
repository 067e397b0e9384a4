// Scenario 10: a decision that frees a place and promotes the first of the waiting list (a superadmin records a
// scholar's renunciation: the application's append, the places' release and promotion in one append, the promoted
// application's offer) next to a plain decision (an approval: its place, then its decision with the offer), each at
// `connections` in the closed model while the other writes of the bench have left the system loaded.

const SQL = {
  offers: "SELECT application_id FROM read.awards WHERE status IN ('offered', 'accepted') ORDER BY application_id",
  undecided: "SELECT id FROM read.applications WHERE status IN ('submitted', 'under_review', 'correction_applicant') ORDER BY id",
  promotions: "SELECT count(*)::int AS n FROM events.events WHERE type = 'PromotedFromWaitingList'",
};

const ids = async (pool, sql) => (await pool.query(sql)).rows.map((r) => r.application_id ?? r.id);

/**
 * Each request takes an application of its own (an approval decides an undecided one, a renunciation ends an offer),
 * so each run sends as many requests as there are applications for it (capped at 200 a second of `seconds`), never
 * one that finds its application already used; how many renunciations found someone waiting to promote is reported
 * with the results.
 */
export async function measureAwardDecisions({ closedModel, appUrl, headers, pool, connections = 5, seconds }) {
  const [undecided, offers] = [await ids(pool, SQL.undecided), await ids(pool, SQL.offers)];
  let approved = 0;
  let withdrawn = 0;
  const perClient = (c) => c.setHeaders(headers);
  const plain = await closedModel({
    url: `${appUrl}/backend/api/applications/update-status`,
    method: 'POST',
    connections,
    amount: Math.max(connections, Math.min(undecided.length, 200 * seconds)),
    perClient,
    makeBody: () => ({ application_id: undecided[approved++ % Math.max(1, undecided.length)], new_status: 'approved', correction_notes: 'Cumple los requisitos (bench)' }),
  });
  const promotionsBefore = (await pool.query(SQL.promotions)).rows[0].n;
  const promotion = await closedModel({
    url: `${appUrl}/backend/api/awards/withdraw`,
    method: 'POST',
    connections,
    amount: Math.max(connections, Math.min(offers.length, 200 * seconds)),
    perClient,
    makeBody: () => ({ application_id: offers[withdrawn++ % Math.max(1, offers.length)], reason: 'Renuncia registrada (bench)' }),
  });
  const promoted = (await pool.query(SQL.promotions)).rows[0].n - promotionsBefore;
  return { plain, promotion, available: { undecided: undecided.length, offers: offers.length }, promoted };
}
