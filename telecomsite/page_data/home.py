"""Props of the home page (registered under the route key "home")."""
