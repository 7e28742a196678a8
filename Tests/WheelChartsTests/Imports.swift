// The series helpers and loaders the chart tests build their data with, for every file here.
@_exported import SeriesIO
@_exported import TestSupport
