-- Initial schema. Same SQL for PGlite and PostgreSQL 15+ (gen_random_uuid is built in).

CREATE TABLE hiring_ads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  salary_from integer NOT NULL CHECK (salary_from >= 0),
  salary_to integer NOT NULL CHECK (salary_to >= salary_from),
  image_path text,
  is_active boolean NOT NULL DEFAULT true,
  system_id uuid,
  department text NOT NULL,
  employment_type text NOT NULL CHECK (employment_type IN ('FULL_TIME', 'PART_TIME', 'MINI_JOB', 'INTERNSHIP')),
  location text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hiring_ads_active_idx ON hiring_ads (is_active, created_at DESC);
CREATE INDEX hiring_ads_system_idx ON hiring_ads (system_id);

CREATE TABLE hiring_ad_localizations (
  hiring_ad_id uuid NOT NULL REFERENCES hiring_ads (id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  -- sanitised HTML
  description text NOT NULL,
  key_requirements jsonb NOT NULL DEFAULT '[]',
  benefits jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (hiring_ad_id, locale)
);

CREATE TABLE hiring_ad_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hiring_ad_id uuid NOT NULL REFERENCES hiring_ads (id) ON DELETE CASCADE,
  question_type text NOT NULL CHECK (question_type IN ('checkbox', 'select', 'radio', 'textarea', 'number', 'text')),
  is_required boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  -- [{ "locale": "de", "name": "..." }]
  localizations jsonb NOT NULL
);
CREATE INDEX hiring_ad_questions_ad_idx ON hiring_ad_questions (hiring_ad_id, sort_order);

CREATE TABLE hiring_ad_question_choices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question_id uuid NOT NULL REFERENCES hiring_ad_questions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  localizations jsonb NOT NULL
);
CREATE INDEX hiring_ad_question_choices_q_idx ON hiring_ad_question_choices (question_id, sort_order);

CREATE TABLE activities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  date timestamptz NOT NULL,
  system_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_date_idx ON activities (date);

CREATE TABLE activity_localizations (
  activity_id uuid NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  location text,
  PRIMARY KEY (activity_id, locale)
);

CREATE TABLE activity_medias (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  activity_id uuid NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  path text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX activity_medias_activity_idx ON activity_medias (activity_id, sort_order);

CREATE TABLE faq_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  category text NOT NULL,
  sort_order integer NOT NULL,
  -- [{ "locale": "de", "question": "...", "answer": "..." }]
  localizations jsonb NOT NULL
);

CREATE TABLE communications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text,
  email text NOT NULL,
  phone text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  is_reviewed boolean NOT NULL DEFAULT false,
  reply text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX communications_created_idx ON communications (created_at DESC);

CREATE TABLE hiring_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hiring_ad_id uuid NOT NULL REFERENCES hiring_ads (id) ON DELETE RESTRICT,
  via_system boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFERED', 'HIRED', 'REJECTED')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  birth_date date NOT NULL,
  building_num text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  zip_code text NOT NULL,
  employee_nationality text NOT NULL,
  martial_status text NOT NULL CHECK (martial_status IN ('SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED')),
  location text NOT NULL,
  -- [{ "questionId": uuid, "answer"?: string, "choicesIds"?: uuid[] }], checked against the job on write
  answers jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hiring_requests_created_idx ON hiring_requests (created_at DESC);
CREATE INDEX hiring_requests_ad_idx ON hiring_requests (hiring_ad_id);
CREATE INDEX hiring_requests_status_idx ON hiring_requests (status);

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE course_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  nationality text NOT NULL,
  country_of_origin text NOT NULL,
  profession text NOT NULL,
  birth_date date NOT NULL,
  birth_place text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  postal_code text NOT NULL,
  district text NOT NULL,
  city text NOT NULL,
  academic_qualifications text NOT NULL,
  training_courses text NOT NULL,
  computer_skills boolean NOT NULL,
  computer_programs text NOT NULL,
  german_level text NOT NULL,
  arabic_teaching_experience text NOT NULL,
  residence_type text NOT NULL,
  residence_duration text NOT NULL,
  special_skills text NOT NULL,
  expected_work_years text NOT NULL,
  expected_work_years_reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_registrations_created_idx ON course_registrations (created_at DESC);

CREATE TABLE course_registration_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_registration_id uuid NOT NULL REFERENCES course_registrations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('profilePicture', 'certificate', 'cv')),
  original_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_registration_attachments_reg_idx ON course_registration_attachments (course_registration_id);
