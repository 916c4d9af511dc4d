-- The three plans of decisions.md ("Business plans"). Admins change them later; a company with no subscription is on Free.
-- gen_random_uuid() ids (v4): the app makes UUIDv7 in TypeScript, and a migration has no TypeScript.
INSERT INTO "plans" ("id", "code", "name", "description", "price_cents", "currency", "interval", "limits", "features", "sort_order") VALUES
  (gen_random_uuid(), 'free', 'Free', 'Answer complaints and reviews, one widget, 90 days of dashboard history.', 0, 'USD', 'month',
   '{"employees": 2, "widgets": 1, "apiClients": 0, "dashboardRangeDays": 90}', '{"Answer complaints and reviews","Company profile"}', 1),
  (gen_random_uuid(), 'growth', 'Growth', 'A team of ten, five widgets, API access and a year of dashboard history.', 4900, 'USD', 'month',
   '{"employees": 10, "widgets": 5, "apiClients": 2, "dashboardRangeDays": 365}', '{"Everything in Free","Review widgets","API access"}', 2),
  (gen_random_uuid(), 'enterprise', 'Enterprise', 'No limits on team, widgets, API keys or dashboard history.', 19900, 'USD', 'month',
   '{"employees": null, "widgets": null, "apiClients": null, "dashboardRangeDays": null}', '{"Everything in Growth","No limits"}', 3)
ON CONFLICT ("code") DO NOTHING;
