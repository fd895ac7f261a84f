-- audit_log_append_only: the audit log is append-only. Trigger function of audit_log_no_update
-- (BEFORE UPDATE OR DELETE, per row) and audit_log_no_truncate (BEFORE TRUNCATE): every change but an
-- INSERT is refused by the database, whoever asks.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'P0001';
END;
$$;
