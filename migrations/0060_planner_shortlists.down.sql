DROP TABLE IF EXISTS planner_shortlist_venues;
DROP TABLE IF EXISTS planner_shortlists;
