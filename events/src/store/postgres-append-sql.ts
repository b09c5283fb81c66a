/**
 * SQL errors raised by `es.append_events`, mapped to typed errors by the adapter.
 * Their DETAIL carries the stream's actual last revision (-1: no stream) or the clashing ids.
 */
export const appendErrorCodes = {
  wrongExpectedRevision: 'ES001',
  eventIdConflict: 'ES002',
  notFirstWrite: 'ES003',
} as const;

/** Expected-revision codes passed to `es.append_events` (a revision is passed as itself, >= 0). */
export const expectedRevisionCodes = { noStream: -1n, any: -2n } as const;

/**
 * Advisory locks (two-int form, so they never clash with single-bigint keys or with the app's
 * GOLF_LOCK_NAMESPACE locks): class 25971 ('es' in ASCII) holds the schema lock (objid 0) and
 * the position lock (objid 1); class 1701986305 (0x65730001) holds one lock per stream, keyed by
 * hashtext(stream). Two streams sharing a hash merely take turns.
 */
export const advisoryLocks = { esClass: 25971, schemaObject: 0, positionObject: 1, streamClass: 1701986305 } as const;

/**
 * Why appends are built this way. Readers return, in position order, only rows whose
 * transaction id is below the oldest one still running (es.read_horizon). That never skips a late
 * commit only if position order matches transaction-id order among appends. So
 * `es.draw_position_block` assigns the transaction id and draws the positions inside one short
 * critical section (a session advisory lock, released before commit, so writers still commit in
 * parallel). Nothing before it may assign a transaction id: the per-stream lock is a transaction
 * advisory lock (not a row lock), and an append must be the first write of its transaction
 * (ES003 otherwise). Positions are drawn under the stream lock, after the revision check, so a
 * stream's positions follow its revisions and a writer that loses the check draws none.
 */
export const appendFunctionsSql = `
-- The block of p_count positions drawn with one nextval, the sequence then set to the block's
-- last: the position lock already makes drawers take turns, and one nextval a row cost a batch of
-- 50 some 10% of the append's server time (decision 0590). Answers the first.
CREATE OR REPLACE FUNCTION es.draw_position_block(p_count integer) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_first bigint;
BEGIN
  BEGIN
    PERFORM pg_advisory_lock(${advisoryLocks.esClass}, ${advisoryLocks.positionObject});
    PERFORM pg_current_xact_id();
    v_first := nextval('es.events_position_seq');
    IF p_count > 1 THEN
      PERFORM setval('es.events_position_seq', v_first + p_count - 1);
    END IF;
    PERFORM pg_advisory_unlock(${advisoryLocks.esClass}, ${advisoryLocks.positionObject});
  EXCEPTION WHEN OTHERS OR query_canceled THEN
    -- Never leave the session holding the lock: every writer would wait on it forever.
    IF EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
               AND classid = ${advisoryLocks.esClass} AND objid = ${advisoryLocks.positionObject} AND objsubid = 2 AND granted) THEN
      PERFORM pg_advisory_unlock(${advisoryLocks.esClass}, ${advisoryLocks.positionObject});
    END IF;
    RAISE;
  END;
  RETURN v_first;
END
$fn$;

-- p_expected: -1 no stream, -2 any, else the stream's current last revision.
-- p_data and p_metadata are JSON arrays with one element per id, walked once each as the rows
-- are inserted: arrays of other lengths leave a row without an id, data or metadata (NOT NULL)
-- or insert fewer rows than ids (counted), and either takes back the whole call.
-- Returns the original result, writing nothing, when every id is already in this stream (a retry).
-- The ids are looked up only when they can have been stored already: an append whose expected
-- revision holds is no retry of one that succeeded (that one moved the stream on), so it goes
-- straight to a plain insert. An id taken after all (a caller that re-read the stream, or
-- another stream's append) fails it with a unique violation on events_id_unique, which takes
-- back the whole call; the adapter then looks the ids up itself (postgres-event-store.ts).
CREATE OR REPLACE FUNCTION es.append_events(
  p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data json, p_metadata json
) RETURNS TABLE (next_revision bigint, last_position bigint, was_retry boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count integer := coalesce(cardinality(p_ids), 0);
  v_stored integer;
  v_elsewhere integer;
  v_last bigint;
  v_first bigint;
  v_inserted integer;
BEGIN
  IF v_count = 0 OR cardinality(p_types) <> v_count OR p_expected < -2 THEN
    RAISE EXCEPTION 'es.append_events needs one id, type, data and metadata per event' USING ERRCODE = '22023';
  END IF;
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'events must be appended before any other write in the same transaction'
      USING ERRCODE = 'ES003', HINT = 'Append first, then write other tables, or use a transaction of its own.';
  END IF;

  PERFORM pg_advisory_xact_lock(${advisoryLocks.streamClass}, hashtext(p_stream));

  SELECT coalesce(max(e.revision), -1) INTO v_last FROM es.events e WHERE e.stream = p_stream;
  IF p_expected = -2 OR (p_expected = -1 AND v_last <> -1) OR (p_expected >= 0 AND v_last <> p_expected) THEN
    -- A retry (every id already in this stream) answers as the first time, whatever the revision.
    SELECT count(*)::integer, (count(*) FILTER (WHERE e.stream <> p_stream))::integer, max(e.revision), max(e.position)
      INTO v_stored, v_elsewhere, next_revision, last_position
      FROM es.events e WHERE e.id = ANY (p_ids);
    IF v_stored = v_count AND v_elsewhere = 0 THEN
      was_retry := true;
      RETURN NEXT;
      RETURN;
    END IF;
    IF v_stored > 0 THEN
      RAISE EXCEPTION 'event ids already stored elsewhere or as a different batch' USING ERRCODE = 'ES002',
        DETAIL = (SELECT string_agg(e.id::text, ',' ORDER BY e.position) FROM es.events e WHERE e.id = ANY (p_ids));
    END IF;
    IF p_expected <> -2 THEN
      RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES001', DETAIL = v_last::text;
    END IF;
  END IF;

  v_first := es.draw_position_block(v_count);
  INSERT INTO es.events (position, stream, revision, id, type, data, metadata)
  SELECT v_first + e.i - 1, p_stream, v_last + e.i, p_ids[e.i], p_types[e.i], e.data, e.metadata
    FROM ROWS FROM (json_array_elements(p_data), json_array_elements(p_metadata)) WITH ORDINALITY AS e(data, metadata, i);
  GET DIAGNOSTICS v_inserted = ROW_COUNT;
  IF v_inserted <> v_count THEN
    RAISE EXCEPTION 'es.append_events needs one id, type, data and metadata per event' USING ERRCODE = '22023';
  END IF;
  next_revision := v_last + v_count;
  last_position := v_first + v_count - 1;
  was_retry := false;
  RETURN NEXT;
END
$fn$;

-- Replaced by es.draw_position_block (stores made before it still have it).
DROP FUNCTION IF EXISTS es.draw_positions(integer);
-- The jsonb form that processes of the version before call (decision 0605): kept so that they go
-- on appending while a deploy replaces them, as a call of the json form.
CREATE OR REPLACE FUNCTION es.append_events(
  p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb, p_metadata jsonb
) RETURNS TABLE (next_revision bigint, last_position bigint, was_retry boolean)
LANGUAGE sql AS $fn$
  SELECT * FROM es.append_events(p_stream, p_expected, p_ids, p_types, p_data::json, p_metadata::json)
$fn$;
`;
