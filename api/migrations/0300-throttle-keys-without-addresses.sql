-- Throttle counters name a login by its keyed digest (libs/personal-data `loginDigest`), never by the e-mail, so an
-- erasure leaves no address here. Counters kept under an e-mail are forgotten: at most an hour's attempts, which a
-- digest-named counter starts again.
DELETE FROM auth.login_failures WHERE (starts_with(key, 'login:') OR starts_with(key, 'reset:')) AND strpos(key, '@') > 0;
