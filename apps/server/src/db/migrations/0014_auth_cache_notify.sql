-- Every server process keeps signed-in sessions in memory (plugins/auth.ts). Any change to what that
-- memory holds — a user, an institution, a session ended or shortened — is announced on quad_auth so
-- that every process drops its copy. Statement triggers: one announcement per statement, whatever path wrote.
CREATE FUNCTION auth_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quad_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_cache AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
--> statement-breakpoint
CREATE TRIGGER partners_auth_cache AFTER UPDATE OR DELETE ON "partners"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
--> statement-breakpoint
CREATE TRIGGER countries_auth_cache AFTER UPDATE OR DELETE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_cache AFTER UPDATE OF "revoked_at", "expires_at", "user_id", "token_hash" OR DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
