DROP TABLE event_shares;
