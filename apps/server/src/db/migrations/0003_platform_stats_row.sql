-- The single row of platform-wide counters; services only ever UPDATE it.
INSERT INTO platform_stats (id) VALUES ('global') ON CONFLICT (id) DO NOTHING;
