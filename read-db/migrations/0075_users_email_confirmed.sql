-- Whether the account proved it holds its address (UserEmailConfirmed, or a listed super admin's
-- link): only a proved address takes the e-mail shares nobody holds yet, for reads that start
-- from this table (a push subscriber's access). Filled by the users projection; a rebuild sets it.
ALTER TABLE read.users ADD COLUMN email_confirmed boolean NOT NULL DEFAULT false;
