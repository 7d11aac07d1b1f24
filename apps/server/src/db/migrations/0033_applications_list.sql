DROP INDEX "student_applications_partner_start_idx";--> statement-breakpoint
DROP INDEX "student_applications_partner_status_idx";--> statement-breakpoint
CREATE INDEX "student_applications_partner_start_order_idx" ON "student_applications" USING btree ("partner_id",coalesce("start_date", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "student_applications_partner_name_idx" ON "student_applications" USING btree ("partner_id",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "student_applications_partner_status_rank_idx" ON "student_applications" USING btree ("partner_id",array_position('{submitted,in_review,decided,completed,withdrawn}'::text[], "status"),"id");--> statement-breakpoint
CREATE INDEX "student_applications_partner_status_start_idx" ON "student_applications" USING btree ("partner_id","status","start_date");--> statement-breakpoint
-- The applications list kept by version (decision 052, amended; list-versions, decisions 017, 049): 'applications'
-- per institution (the program's owner, student_applications.partner_id), raised by every change of a row the list,
-- its counts or its CSV show. Countries are reference data and raise nothing (as for connections).

-- student_applications: any column (status, result, choice, fee, New badge, documents date, a new application).
CREATE FUNCTION applications_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('applications', ARRAY(SELECT partner_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('applications', ARRAY(SELECT partner_id FROM new_rows UNION SELECT partner_id FROM old_rows));
  ELSE
    PERFORM bump_list_versions('applications', ARRAY(SELECT partner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_applications_list_version_insert AFTER INSERT ON "student_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_list_version();
--> statement-breakpoint
CREATE TRIGGER student_applications_list_version_update AFTER UPDATE ON "student_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_list_version();
--> statement-breakpoint
CREATE TRIGGER student_applications_list_version_delete AFTER DELETE ON "student_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_list_version();
--> statement-breakpoint
-- direct_apply_settings: the review days decide is_overdue and the overdue/on-time filter.
CREATE TRIGGER direct_apply_settings_list_version_insert AFTER INSERT ON "direct_apply_settings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_list_version();
--> statement-breakpoint
CREATE TRIGGER direct_apply_settings_list_version_update AFTER UPDATE ON "direct_apply_settings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_list_version();
--> statement-breakpoint
CREATE TRIGGER direct_apply_settings_list_version_delete AFTER DELETE ON "direct_apply_settings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_list_version();
--> statement-breakpoint
-- programs: the name, fee and university each row shows (a program's applications are its owner's).
CREATE FUNCTION programs_applications_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('applications', ARRAY[OLD.partner_id, NEW.partner_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER programs_applications_version_update AFTER UPDATE ON "programs"
  FOR EACH ROW
  WHEN ((OLD.partner_id, OLD.name, OLD.application_fee, OLD.currency, OLD.university_id) IS DISTINCT FROM
        (NEW.partner_id, NEW.name, NEW.application_fee, NEW.currency, NEW.university_id))
  EXECUTE FUNCTION programs_applications_version();
--> statement-breakpoint
-- program_courses and program_intake_rounds: their names (a deleted one sets its applications' id to null, an
-- update of student_applications, which raises the version itself).
CREATE FUNCTION program_parts_applications_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('applications', ARRAY(SELECT partner_id FROM programs WHERE id IN (OLD.program_id, NEW.program_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER program_courses_applications_version_update AFTER UPDATE ON "program_courses"
  FOR EACH ROW
  WHEN ((OLD.program_id, OLD.name) IS DISTINCT FROM (NEW.program_id, NEW.name))
  EXECUTE FUNCTION program_parts_applications_version();
--> statement-breakpoint
CREATE TRIGGER program_intake_rounds_applications_version_update AFTER UPDATE ON "program_intake_rounds"
  FOR EACH ROW
  WHEN ((OLD.program_id, OLD.name) IS DISTINCT FROM (NEW.program_id, NEW.name))
  EXECUTE FUNCTION program_parts_applications_version();
--> statement-breakpoint
-- partners: a renamed university (programs.university_id) or applicant's school (school_partner_id).
CREATE FUNCTION partners_applications_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('applications', ARRAY(
    SELECT partner_id FROM programs WHERE university_id = NEW.id
    UNION SELECT DISTINCT partner_id FROM student_applications WHERE school_partner_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partners_applications_version_update AFTER UPDATE ON "partners"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION partners_applications_version();
