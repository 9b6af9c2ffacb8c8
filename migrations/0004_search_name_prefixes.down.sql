DROP TABLE IF EXISTS search_name_prefixes;
