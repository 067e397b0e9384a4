-- read.applications is updated on every save of the application (108 MB for 10,843 rows, 18 MB after VACUUM FULL).
-- fillfactor: room on each page, so an update that changes no indexed column stays on its page (a HOT update, pruned
-- without VACUUM) instead of leaving a dead row and new index entries behind.
-- toast_tuple_target: the sections (JSON of 200-500 bytes each) are kept out of line, so a new row version carries
-- pointers to the sections that did not change instead of a copy of all of them; the projector sets only changed columns.
ALTER TABLE read.applications SET (fillfactor = 70, toast_tuple_target = 128);
