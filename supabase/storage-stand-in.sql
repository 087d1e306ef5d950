-- Supabase Storage's bucket table, as much of it as the migrations write (storage.buckets: id,
-- name, public, file_size_limit, allowed_mime_types), for the throwaway PostgreSQL servers that
-- compare a database built from the migrations with one built from supabase/schemas
-- (supabase/schema-diff.mjs, tests/db/releases.test.ts): with it, the bucket of the guests'
-- photos (supabase/schemas/10_guest_photos.sql) is part of what they compare. With a table
-- storage.objects too, whose presence is what tells the SQL it runs on Supabase (add_guest_photo
-- then refuses bytes: they go through the guest-photos function); the tests and the bench that run
-- that function apply this file as well. Never run by the embedded backend, which has no Storage
-- and keeps the photos' bytes in the database.
create schema if not exists storage;
create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
-- Storage's objects: only that the table is there (the function reaches the files over HTTP).
create table if not exists storage.objects (id uuid primary key);
