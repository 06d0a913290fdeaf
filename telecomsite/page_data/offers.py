"""Props of the offer pages and /contact."""
