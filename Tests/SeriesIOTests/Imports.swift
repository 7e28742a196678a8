// The seeded series and byte helpers shared with the chart tests, for every file here.
@_exported import TestSupport
