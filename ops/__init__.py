"""The operator's toolkit, a layer above the product: the throwaway services
and `make prod` stacks the fault suite runs on (faultkit), its cases (faults),
the benchmarks (bench), the podman image and compose run (podmankit), and the
test-service launcher (services). The product never imports it (an
import-linter contract in pyproject.toml); tests may."""
