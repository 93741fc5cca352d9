-- The statement limits Callit asks for (src/db/client.ts, POSTGRES_TIMEOUTS; decision 0023), set
-- as the defaults of the role it connects as, in its database. node-postgres sends them when it
-- connects, but a pooler in transaction mode (PgBouncer) drops those start-up parameters, and its
-- server connections would run a statement for ever and keep an idle transaction's locks. A role's
-- defaults hold on every connection PostgreSQL opens for it, through a pooler or not.
--
-- Run it once, connected as the app's role to its database (an ordinary role may set its own
-- defaults):  psql "$DATABASE_DIRECT_URL" -f deploy/postgres-timeouts.sql
-- compose.yaml runs it when its PostgreSQL starts empty; `npm run cluster` runs it on its database.
DO $$
BEGIN
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET statement_timeout = %L', current_user, current_database(), '15s');
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET idle_in_transaction_session_timeout = %L', current_user, current_database(), '15s');
END
$$;
