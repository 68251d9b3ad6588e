"""Target adapters, environments, the worker and its client, properties and expectations."""
