ALTER TABLE "company_stats" ADD COLUMN "answers_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "answered_on_time" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The 9 pm rule's record (decision 165). A live complaint's answer fell due when the company answered it or it went
-- overdue; it was answered on time when the company's first answer came before it first went overdue (overdue_at now
-- keeps the first time: complaints.repository markOverdue). Moved by the complaints trigger, in the write's transaction.
CREATE FUNCTION complaint_answer_counts_apply(p_company uuid, p_first_response timestamptz, p_overdue timestamptz, d integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_company IS NOT NULL AND (p_first_response IS NOT NULL OR p_overdue IS NOT NULL) THEN
    UPDATE company_stats SET answers_due = answers_due + d,
      answered_on_time = answered_on_time + CASE WHEN p_first_response IS NOT NULL AND (p_overdue IS NULL OR p_first_response < p_overdue) THEN d ELSE 0 END,
      updated_at = now()
    WHERE company_id = p_company;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION complaints_counters_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    PERFORM complaint_counts_apply(OLD.company_id, OLD.customer_id, OLD.status,
      NOT OLD.hidden AND OLD.status NOT IN ('submitted', 'flag'), OLD.first_response_at IS NOT NULL, -1);
    PERFORM complaint_answer_counts_apply(OLD.company_id, OLD.first_response_at, OLD.overdue_at, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    PERFORM complaint_counts_apply(NEW.company_id, NEW.customer_id, NEW.status,
      NOT NEW.hidden AND NEW.status NOT IN ('submitted', 'flag'), NEW.first_response_at IS NOT NULL, 1);
    PERFORM complaint_answer_counts_apply(NEW.company_id, NEW.first_response_at, NEW.overdue_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The update trigger also fires when a complaint first goes overdue (overdue_at set) or its first answer's time moves.
DROP TRIGGER complaints_counters_sync_update ON complaints;
--> statement-breakpoint
CREATE TRIGGER complaints_counters_sync_update AFTER UPDATE OF status, deleted_at, hidden, first_response_at, overdue_at, company_id, customer_id ON complaints
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at
    OR OLD.overdue_at IS DISTINCT FROM NEW.overdue_at
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION complaints_counters_sync();
--> statement-breakpoint
UPDATE company_stats cs SET (answers_due, answered_on_time) = (
  SELECT count(*)::int,
         (count(*) FILTER (WHERE c.first_response_at IS NOT NULL AND (c.overdue_at IS NULL OR c.first_response_at < c.overdue_at)))::int
    FROM complaints c
   WHERE c.company_id = cs.company_id AND c.deleted_at IS NULL AND (c.first_response_at IS NOT NULL OR c.overdue_at IS NOT NULL));
