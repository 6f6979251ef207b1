# Word Colony's table: panels, question reader, reveal, log lines, end screen, new-game options.
