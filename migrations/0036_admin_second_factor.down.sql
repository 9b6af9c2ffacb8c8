DROP TABLE second_factor_challenges;
DROP TABLE admin_second_factor_enrolments;
DROP TABLE admin_recovery_codes;
DROP TABLE admin_second_factors;
