-- Issue 19, contradiction 5: the TT commission follows spec 02 §5, "TT commissions: 0 to 0.3 in steps
-- of 0.01" (0-3000 bp in steps of 100), not the 4D commission's 0-0.2 in steps of 0.005 that 0010 gave
-- it. A rate already stored between the new steps (only possible through 0010's 0.005 steps) is
-- rounded down to its step, never up (no user earns more than it was given), and each such change is
-- kept in the audit log as a job's write (user_id null), with the figure before and after.
with changed as (
  select user_id, tt_commission_bp as before_bp, tt_commission_bp - tt_commission_bp % 100 as after_bp
  from users where tt_commission_bp % 100 <> 0
), updated as (
  update users u set tt_commission_bp = c.after_bp from changed c where u.user_id = c.user_id returning u.user_id
)
insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after)
select now(), null, 'TT', 'user.ttCommission.round', 'user', c.user_id,
  jsonb_build_object('TtCommissionBp', c.before_bp), jsonb_build_object('TtCommissionBp', c.after_bp)
from changed c join updated u on u.user_id = c.user_id;

alter table users drop constraint users_tt_commission_bp_check;
alter table users add constraint users_tt_commission_bp_check
  check (tt_commission_bp between 0 and 3000 and tt_commission_bp % 100 = 0);
