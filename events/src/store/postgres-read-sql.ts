/**
 * The read functions: `es.read_all` (events after a position, in position order),
 * `es.head_position` (the newest of those) and `es.count_events` (how many lie in a range). All
 * three see exactly the rows below `es.read_horizon()`, so a reader never skips an event that
 * commits late, and the head never runs ahead of what read_all delivers.
 *
 * The horizon is the transaction-id technique, tightened. The classic filter,
 * `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`, waits for the oldest running
 * transaction of the whole server, so a long transaction in any database (another test file, a
 * report) holds every subscriber back. Here the horizon is the oldest transaction id running in
 * this database, taken before the rows are read, capped by the snapshot's xmax.
 *
 * Why that is safe: appends draw positions in transaction-id order (see postgres-append-sql.ts).
 * A returned row R has an id below the horizon, so every append T with a lower position has a
 * lower id still; T's id was assigned before the horizon was taken, so if T were still running
 * it would have been seen in pg_stat_activity and lowered the horizon below R. Hence T has
 * finished, and the rows' snapshot (taken after) shows it. This needs READ COMMITTED, where
 * each statement of a function takes a fresh snapshot.
 */
export const readFunctionsSql = `
CREATE OR REPLACE FUNCTION es.read_horizon()
RETURNS xid8
LANGUAGE plpgsql AS $fn$
DECLARE
  v_horizon bigint;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'es reads need READ COMMITTED isolation' USING ERRCODE = '25000';
  END IF;
  -- pg_stat_activity shows 32-bit ids; each is widened to the 64-bit id nearest the snapshot's xmax.
  SELECT least(s.xmax, min(s.xmax + ((a.backend_xid::text::bigint - s.xmax + 2147483648) % 4294967296 + 4294967296) % 4294967296 - 2147483648))
    INTO v_horizon
    FROM (SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS xmax) s
    LEFT JOIN pg_stat_activity a ON a.datname = current_database() AND a.backend_xid IS NOT NULL
    GROUP BY s.xmax;
  RETURN v_horizon::text::xid8;
END
$fn$;

CREATE OR REPLACE FUNCTION es.read_all(p_after bigint, p_limit integer)
RETURNS SETOF es.events
LANGUAGE plpgsql AS $fn$
DECLARE
  v_horizon xid8;
BEGIN
  v_horizon := es.read_horizon();
  RETURN QUERY
    SELECT * FROM es.events e
     WHERE e.position > p_after AND e.transaction_id < v_horizon
     ORDER BY e.position LIMIT p_limit;
END
$fn$;

-- NULL when nothing is below the horizon. A backward scan of the position index: only appends
-- still in flight lie above the head.
CREATE OR REPLACE FUNCTION es.head_position()
RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_horizon xid8;
BEGIN
  v_horizon := es.read_horizon();
  RETURN (SELECT e.position FROM es.events e
           WHERE e.transaction_id < v_horizon
           ORDER BY e.position DESC LIMIT 1);
END
$fn$;

-- Events in (p_after, p_up_to], counted up to p_limit: one bounded range scan of the position index.
CREATE OR REPLACE FUNCTION es.count_events(p_after bigint, p_up_to bigint, p_limit integer)
RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  v_horizon xid8;
BEGIN
  v_horizon := es.read_horizon();
  RETURN (SELECT count(*)::integer FROM (
            SELECT 1 FROM es.events e
             WHERE e.position > p_after AND e.position <= p_up_to AND e.transaction_id < v_horizon
             ORDER BY e.position LIMIT p_limit) bounded);
END
$fn$;
`;
