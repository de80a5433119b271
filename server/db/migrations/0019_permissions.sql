-- Issue 20: the server enforces the permission attributes of spec 02 §6 (contract/permissionAttributes.ts;
-- an endpoint's `attribute`, checked in server/http/implement.ts). users.granted stays the one store of
-- the Granted names and the attributes ('*' holds every one). So that nothing changes for an account
-- until someone revokes, every user without '*' is given every attribute it lacks (in the list's order,
-- after its own names), with an audit row each; a user inserted without a Granted list gets them all.
-- tests/server/permissionsMigration.test.ts checks this list against the contract's.
alter table users alter column granted set default '{RPTFULL,RPTFULL2,RPTOUT,RPTSTAKE,RPTSTRIKE,RPTSTRIKE2,RPTSTRIKE2RESULT,RPTRESULT,RPTCOL,RPTGRP,RPTGRP2,RPTSUM,RPTMEM,RPTSHARE_CLAIM,ADMIN,AG,MEM,PAYMENT,PAYMENTHIST,BETSUMMARY,BETSUMMARY2,BET_ACTIVE,BET_SEARCH,BETPAGEBYDATE,BETVIEWBYDATE,BETUPLOAD,BETFIXED,TICKETSEARCH,TICKET,TICKETHIST,BETOUT,PLACEBET}'::text[];

with before as (
  select user_id, granted from users where not ('*' = any (granted))
), after as (
  update users u
  set granted = u.granted || array(
    select a.name from unnest('{RPTFULL,RPTFULL2,RPTOUT,RPTSTAKE,RPTSTRIKE,RPTSTRIKE2,RPTSTRIKE2RESULT,RPTRESULT,RPTCOL,RPTGRP,RPTGRP2,RPTSUM,RPTMEM,RPTSHARE_CLAIM,ADMIN,AG,MEM,PAYMENT,PAYMENTHIST,BETSUMMARY,BETSUMMARY2,BET_ACTIVE,BET_SEARCH,BETPAGEBYDATE,BETVIEWBYDATE,BETUPLOAD,BETFIXED,TICKETSEARCH,TICKET,TICKETHIST,BETOUT,PLACEBET}'::text[]) with ordinality as a (name, n)
    where not (a.name = any (u.granted)) order by a.n
  )
  from before
  where before.user_id = u.user_id
    and not ('{RPTFULL,RPTFULL2,RPTOUT,RPTSTAKE,RPTSTRIKE,RPTSTRIKE2,RPTSTRIKE2RESULT,RPTRESULT,RPTCOL,RPTGRP,RPTGRP2,RPTSUM,RPTMEM,RPTSHARE_CLAIM,ADMIN,AG,MEM,PAYMENT,PAYMENTHIST,BETSUMMARY,BETSUMMARY2,BET_ACTIVE,BET_SEARCH,BETPAGEBYDATE,BETVIEWBYDATE,BETUPLOAD,BETFIXED,TICKETSEARCH,TICKET,TICKETHIST,BETOUT,PLACEBET}'::text[] <@ u.granted)
  returning u.user_id, u.granted
)
insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after)
select now(), null, null, 'permission.migrate', 'user', after.user_id,
  jsonb_build_object('Granted', to_jsonb(before.granted)), jsonb_build_object('Granted', to_jsonb(after.granted))
from after join before on before.user_id = after.user_id;

-- Super Password (spec 02 §2.2 Utilities, PUT super-password): a second password, scrypt-hashed like
-- the sign-in password; null until the user sets one.
alter table users add column super_password_hash text;

-- Mobile (spec 02 §2.2, §7.2): the number registered for SMS betting (digits, country code first,
-- without '+'), whether a bet entry sends an alert to it, and the user's intake priority: its direct
-- downlines in the order their bets are taken in first (PUT priorityInTakes).
alter table users
  add column mobile text check (mobile ~ '^[0-9]{9,15}$'),
  add column bet_entry_alert boolean not null default false,
  add column priority_in_takes text[] not null default '{}';
-- A number identifies its bettor when an SMS comes in: one user per number.
create unique index users_mobile_unique on users (mobile) where mobile is not null;
