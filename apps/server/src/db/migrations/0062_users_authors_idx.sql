-- Custom SQL migration (decision 215).
-- The authors of a list's rows, read from the index alone where the heap page is all-visible: a page of 20
-- complaints or reviews looks up 20 authors (4 buffers each through users_pkey and the heap, 3 here). Drizzle's
-- index builder has no INCLUDE, so this index lives in SQL only (as the counters' triggers of 0060 do).
CREATE INDEX "users_authors_idx" ON "users" USING btree ("id") INCLUDE ("first_name", "last_name", "email", "profile_code", "profile_public", "profile_type", "deleted_at");
