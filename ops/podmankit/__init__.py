"""podman on these machines: the image build and the compose run of CI (docs/deployment.md)."""
