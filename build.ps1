#!/usr/bin/env pwsh
# One entry point for the project's chores, the same commands as README.md and .ci/run.
# Run with the local tool (.config/dotnet-tools.json): dotnet tool restore; dotnet pwsh build.ps1 test
param(
    [Parameter(Position = 0)]
    [ValidateSet('restore', 'build', 'test', 'bench', 'docs')]
    [string] $Target = 'test',

    # Passed through to the benchmark app (bench) or after dotnet test (test); none given, test is exactly the README's `dotnet test`.
    [Parameter(Position = 1, ValueFromRemainingArguments = $true)]
    [string[]] $Rest = @()
)

$ErrorActionPreference = 'Stop'
Set-Location $PSScriptRoot
$env:DOTNET_CLI_TELEMETRY_OPTOUT = '1'
$env:DOTNET_NOLOGO = '1'

function Invoke-Dotnet {
    & dotnet @args
    if ($LASTEXITCODE -ne 0) { throw "dotnet $($args -join ' ') failed with exit code $LASTEXITCODE" }
}

switch ($Target) {
    'restore' { Invoke-Dotnet restore --locked-mode }
    'build'   { Invoke-Dotnet build -c Release -warnaserror }
    'test'    { Invoke-Dotnet test @Rest }
    'bench'   { Invoke-Dotnet run -c Release --project StockPrices.Benchmarks -- @Rest }
    'docs'    { Invoke-Dotnet run -c Release --project StockPrices.Benchmarks -- docs @Rest }
}
