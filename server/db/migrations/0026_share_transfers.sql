-- Issue 21: share claims and sub share (DOMAIN.md 5: "Sub Share and Share Claim move part of an
-- agent's share result to a partner, recorded as statement lines"; README "Share claims and sub share").
--
-- A share transfer moves `share_bp` of one user's share result (its 'share' ledger lines) at one
-- location, for the settled draws of a day range, to another user of the tree:
--   sub_share    the agent (from) gives a partner of its downline (to) part of its own share result;
--   share_claim  an upline (to) claims part of a downline's (from) share result;
--   share_claim_back  a claim returned: the claimer (from) gives part of the claimed share back to
--                the downline (to), measured on the downline's share result (share_of), within the
--                claim's range and share (claim_id).
-- ('group_expense' lines are an expense shared by a group of downlines, issue 21 too.)
-- Each settled draw of the range posts two lines that sum to zero: the receiver's part
-- split_half_even(share, bp) (+), and the same taken from the giver (-); the remainder cent stays
-- with the giver. The transfer's id is on both lines, so a draw posts once per transfer (unique index
-- below) and deleting the transfer takes exactly its lines back.
create table share_transfers (
  transfer_id serial primary key,
  kind text not null check (kind in ('sub_share', 'share_claim', 'share_claim_back')),
  loc_id text not null references locations (loc_id),
  from_user_id text not null references users (user_id),
  to_user_id text not null references users (user_id),
  share_bp integer not null check (share_bp between 100 and 10000 and share_bp % 100 = 0),
  draw_from date not null,
  draw_to date not null,
  -- A claim back returns part of a claim: the claim it returns, and whose share result it is a part of
  -- (the downline's; null: the giver's own, as for a sub share and a claim).
  claim_id integer references share_transfers (transfer_id),
  share_of text references users (user_id),
  remark text,
  created_by text not null references users (user_id),
  created_at timestamptz not null,
  check (draw_from <= draw_to),
  check (from_user_id <> to_user_id),
  check ((kind = 'share_claim_back') = (claim_id is not null))
);
create index share_transfers_by_from on share_transfers (from_user_id, loc_id);
create index share_transfers_by_to on share_transfers (to_user_id, loc_id);

alter table ledger_entries drop constraint ledger_entries_kind_check;
alter table ledger_entries add constraint ledger_entries_kind_check
  check (kind in ('opening', 'winloss', 'commission', 'tax', 'share', 'downline', 'payment', 'sub_share', 'share_claim', 'share_claim_back', 'group_expense'));
alter table ledger_entries add column transfer_id integer references share_transfers (transfer_id);
create unique index ledger_entries_transfer on ledger_entries (transfer_id, draw_id, user_id) where transfer_id is not null;

-- Group expense (issue 21): an expense an agent (owner) shares among a group of users below it. Each
-- member's line is its part (the amount split equally, the odd cents one each to the first members
-- in user_id order), negative; the owner's line is the whole amount, positive: they sum to zero.
create table group_expenses (
  expense_id serial primary key,
  loc_id text not null references locations (loc_id),
  owner_id text not null references users (user_id),
  amount_cents bigint not null check (amount_cents > 0),
  members text[] not null,
  remark text,
  created_by text not null references users (user_id),
  created_at timestamptz not null
);
alter table ledger_entries add column expense_id integer references group_expenses (expense_id);
