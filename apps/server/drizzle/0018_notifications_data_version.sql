-- The user's own notification rows (devices, settings, running timers) raise data_version like every table of
-- user data (0015). The queue's bookkeeping (notification_schedule, notification_deliveries) does not: no read
-- shows it, and the worker writes it all day.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['push_subscriptions', 'notification_settings', 'notification_timers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "inserted" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_insert"()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_update"()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "deleted" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_delete"()', t || '_data_version_delete', t);
  END LOOP;
END $$;
