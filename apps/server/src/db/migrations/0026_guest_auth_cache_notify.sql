-- Webinar guests' sessions are kept in memory by every server process too (webinars/guest-auth.ts): a change
-- to a guest or to a guest session's validity is announced on quad_auth (auth_cache_changed, migration 0014)
-- so that every process drops its copy. Refreshing the idle clock (last_seen_at) announces nothing.
CREATE TRIGGER webinar_users_auth_cache AFTER UPDATE OR DELETE ON "webinar_users"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
--> statement-breakpoint
CREATE TRIGGER webinar_sessions_auth_cache AFTER UPDATE OF "revoked_at", "expires_at", "webinar_user_id", "token_hash" OR DELETE ON "webinar_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
