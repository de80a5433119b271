-- Issue 20, Administration (agents and players): what the forms and lists need beyond migration 0014.
--   user_name   the User list item's UserName (spec 02 §3); '' for the demo users made before it
--   birth_date  a player's birth date: players must be at least 18 (spec 02 §5); null for older users
--   status      active, suspended, or deleted: a deleted user is kept (its tickets and statement lines
--               still name it) but signs in no more, leaves every list and holds no credit
alter table users
  add column user_name text not null default '' check (char_length(user_name) <= 64),
  add column birth_date date,
  add column status text not null default 'active' check (status in ('active', 'suspended', 'deleted'));

-- The currency each location shows its money in (GET getCurrencyCode, dLoc).
alter table locations add column currency_code text not null default 'SGD' check (currency_code ~ '^[A-Z]{3}$');
update locations set currency_code = 'MYR' where loc_id = 'MG';


-- User ids are unique without regard to case (sign-in compares them so): two creates racing with
-- "Bob" and "bob" cannot both succeed.
create unique index users_user_id_lower on users (lower(user_id));
